import { packageChangelogRoute } from '../../changelog/changelog-routes.ts';
import type { ChangelogOperationRequest } from '../../rest/changelog-banners.ts';
import type { LoadedContent } from '../loaded-content.ts';
import type { ContentProblem } from '../validation-error.ts';

/** The operations changelog entries name, by the package whose REST reference has them. */
export interface ChangelogOperationRequests {
  byPackage: Map<string, ChangelogOperationRequest[]>;
  /** Entries naming a package that does not exist or has no REST source. */
  problems: ContentProblem[];
}

/**
 * Reads every entry's `operations` (decision 0031 §6) into requests for the REST build of the
 * package each names (the entry's own by default), which checks them against its model.
 */
export function changelogOperationRequests(content: LoadedContent): ChangelogOperationRequests {
  const result: ChangelogOperationRequests = { byPackage: new Map(), problems: [] };
  const packages = new Map(content.packages.map((pkg) => [pkg.file.name, pkg]));
  for (const pkg of content.packages) {
    const route = pkg.changelog === undefined ? '' : packageChangelogRoute(pkg.file.docs.publishPath);
    for (const entry of pkg.changelog?.entries ?? []) {
      const fm = entry.frontMatter;
      if (fm.type !== 'deprecated' && fm.type !== 'removed') continue;
      for (const [index, operation] of (fm.operations ?? []).entries()) {
        const target = operation.package ?? pkg.file.name;
        const targetPackage = packages.get(target);
        if (targetPackage?.file.docs.rest === undefined) {
          result.problems.push({
            file: entry.file,
            field: `operations[${index}].package`,
            message:
              targetPackage === undefined
                ? `no package is named '${target}'`
                : `package '${target}' has no REST reference (docs.rest)`,
          });
          continue;
        }
        const requests = result.byPackage.get(target) ?? [];
        result.byPackage.set(target, requests);
        requests.push({
          entryFile: entry.file,
          index,
          version: operation.version,
          method: operation.method,
          path: operation.path,
          notice: {
            entryId: entry.id,
            type: fm.type,
            title: fm.title,
            date: fm.date,
            removalDate: fm.removalDate,
            url: `${route}#${entry.id}`,
          },
        });
      }
    }
  }
  return result;
}
