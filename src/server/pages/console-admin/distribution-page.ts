import { can, distributionProblems, distributionSections } from '../../../core/console/index.ts';
import { AppDetailsSchema, type AppDetails } from '../../../schemas/console.ts';
import { runConsoleForm, type FormFields } from '../../console/console-form.ts';
import type { AdminFormContext, AdminPageSpec } from '../console-admin-route-data.ts';
import type {
  DistributionProps,
  DistributionValues,
} from '../../../ui/features/console-admin/distribution-panel.tsx';
import { forbiddenRefusal, formText, onForm } from './admin-form.ts';

/** The distribution form's fields, in the order the page shows them. */
export const DISTRIBUTION_FIELDS = [
  'distributionStatus',
  'vendorName',
  'privacyPolicy',
  'termsOfService',
  'contactLink',
  'storesPersonalData',
  'hasPDReportingApiImplemented',
] as const;
export type DistributionField = (typeof DISTRIBUTION_FIELDS)[number];

function savedValues(details: AppDetails): DistributionValues {
  return {
    distributionStatus: details.distributionStatus,
    vendorName: details.vendorName ?? '',
    privacyPolicy: details.privacyPolicy ?? '',
    termsOfService: details.termsOfService ?? '',
    contactLink: details.contactLink ?? '',
    storesPersonalData: details.storesPersonalData,
    hasPDReportingApiImplemented: details.hasPDReportingApiImplemented,
  };
}

function postedValues(fields: Readonly<FormFields>, saved: DistributionValues): DistributionValues {
  return {
    distributionStatus: formText(fields, 'distributionStatus') || saved.distributionStatus,
    vendorName: formText(fields, 'vendorName'),
    privacyPolicy: formText(fields, 'privacyPolicy'),
    termsOfService: formText(fields, 'termsOfService'),
    contactLink: formText(fields, 'contactLink'),
    storesPersonalData: formText(fields, 'storesPersonalData') !== '',
    hasPDReportingApiImplemented: formText(fields, 'hasPDReportingApiImplemented') !== '',
  };
}

/** Saves the distribution fields over the app's other details (those of the settings page). */
async function save(fields: FormFields, context: AdminFormContext) {
  const { view, developer, registry } = context;
  if (!can(view.role, 'edit')) return forbiddenRefusal(context, fields);
  const current = view.details;
  const merged: FormFields = {
    name: current.name,
    description: current.description,
    vendorType: current.vendorType,
    avatarFileId: current.avatarFileId ?? '',
    // Without the public choice on the page, the status stays as it is.
    distributionStatus: formText(fields, 'distributionStatus') || current.distributionStatus,
    vendorName: formText(fields, 'vendorName'),
    privacyPolicy: formText(fields, 'privacyPolicy'),
    termsOfService: formText(fields, 'termsOfService'),
    contactLink: formText(fields, 'contactLink'),
    storesPersonalData: formText(fields, 'storesPersonalData'),
    hasPDReportingApiImplemented: formText(fields, 'hasPDReportingApiImplemented'),
  };
  const outcome = await runConsoleForm(merged, AppDetailsSchema, (details) =>
    registry.updateDetails(view.app.id, developer.actor, details, { features: developer.features }),
  );
  return outcome.ok ? outcome : { ...outcome, fields };
}

/**
 * The distribution page (spec §3 App details, §4 distribution status): development or public.
 * Going public needs the directAppDistribution feature, the vendor name, privacy policy, terms
 * of service and contact link, the personal-data declaration and, for OAuth 2.0, a callback URL
 * (`distributionProblems`, the registry's own check); the page lists what is still missing
 * before the developer tries, and the install URL once public.
 */
export const distributionPage: AdminPageSpec<DistributionProps> = {
  actions: { save },
  async props(context) {
    const { view, developer, form } = context;
    const refusal = form.refused;
    const saved = savedValues(view.details);
    const sections = distributionSections({
      appType: view.app.appType,
      features: developer.features,
      role: view.role,
    });
    const missing = distributionProblems(
      { ...view.details, distributionStatus: 'public' },
      { appType: view.app.appType, callbackUrls: view.callbackUrls, features: developer.features },
    );
    return {
      canEdit: can(view.role, 'edit'),
      goPublic: sections.goPublic,
      appType: view.app.appType,
      status: view.details.distributionStatus,
      values: refusal === undefined ? saved : postedValues(refusal.fields, saved),
      missing,
      problems: onForm(refusal?.problems ?? [], DISTRIBUTION_FIELDS),
      installUrl: view.app.installUrl,
      action: form.action,
      csrfToken: form.csrfToken,
      saved: form.done === 'save',
    };
  },
};
