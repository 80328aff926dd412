import type { Navigation } from '../../../schemas/navigation.ts';
import type { ContentProblem } from '../validation-error.ts';

/** Categories that must list at least one subcategory; help and changelog may be empty (spec §2.7). */
const NEEDS_SUBCATEGORY = new Set(['devguide', 'reference']);

/**
 * Navigation minimums (spec §5): at least 1 category, at least 1 subcategory, at least 1 item per
 * heading group (enforced by the schema), and an empty changelog category url.
 */
export function checkNavigation(file: string, navigation: Navigation): ContentProblem[] {
  const problems: ContentProblem[] = [];
  if (navigation.categories.length === 0) {
    problems.push({ file, field: 'categories', message: 'needs at least 1 category' });
  }
  const seen = new Set<string>();
  navigation.categories.forEach((category, index) => {
    const at = `categories[${index}]`;
    if (NEEDS_SUBCATEGORY.has(category.name) && category.subcategories.length === 0) {
      problems.push({ file, field: `${at}.subcategories`, message: 'needs at least 1 subcategory' });
    }
    if (category.name === 'changelog' && category.url !== '') {
      problems.push({ file, field: `${at}.url`, message: 'the changelog category url must be empty' });
    }
    if (seen.has(category.name)) {
      problems.push({
        file,
        field: `${at}.name`,
        message: `category '${category.name}' appears more than once`,
      });
    }
    seen.add(category.name);
  });
  return problems;
}
