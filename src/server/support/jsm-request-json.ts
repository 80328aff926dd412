import { z } from 'zod';
import type { CustomerRequest } from './customer-request.ts';

/** Jira's DateDTO: any of these may be present; epochMillis is the unambiguous one. */
const JiraDateSchema = z
  .object({ epochMillis: z.number().optional(), jira: z.string().optional(), iso8601: z.string().optional() })
  .loose();

const IdSchema = z.union([z.string().min(1), z.number()]).transform(String);

/** The parts of Jira Service Management's CustomerRequestDTO the portal reads. */
export const JsmCustomerRequestSchema = z
  .object({
    issueId: IdSchema,
    issueKey: z.string().min(1),
    requestTypeId: IdSchema,
    serviceDeskId: IdSchema,
    createdDate: JiraDateSchema,
    reporter: z
      .object({ emailAddress: z.string().optional(), displayName: z.string().optional() })
      .loose()
      .optional(),
    requestFieldValues: z.array(z.object({ fieldId: z.string(), value: z.unknown() }).loose()).default([]),
    currentStatus: z
      .object({
        status: z.string(),
        statusCategory: z.enum(['NEW', 'INDETERMINATE', 'DONE', 'UNDEFINED']).catch('UNDEFINED'),
        statusDate: JiraDateSchema.optional(),
      })
      .loose(),
    _links: z.object({ web: z.string().optional() }).loose().optional(),
  })
  .loose();
type JsmCustomerRequest = z.infer<typeof JsmCustomerRequestSchema>;

/** A page of GET /rest/servicedeskapi/request. */
export const JsmRequestPageSchema = z
  .object({ values: z.array(JsmCustomerRequestSchema), isLastPage: z.boolean().default(true) })
  .loose();

/** The time of a DateDTO, or undefined when it names none. */
export function jiraDate(date: z.infer<typeof JiraDateSchema> | undefined): Date | undefined {
  if (date === undefined) return undefined;
  if (date.epochMillis !== undefined) return new Date(date.epochMillis);
  for (const text of [date.iso8601, date.jira]) {
    if (text === undefined) continue;
    // Jira writes offsets as +0700, which not every parser reads: make it +07:00.
    const parsed = Date.parse(text.replace(/([+-]\d\d)(\d\d)$/, '$1:$2'));
    if (!Number.isNaN(parsed)) return new Date(parsed);
  }
  return undefined;
}

function fieldText(request: JsmCustomerRequest, fieldId: string): string {
  const value = request.requestFieldValues.find((field) => field.fieldId === fieldId)?.value;
  return typeof value === 'string' ? value : '';
}

function webLink(href: string | undefined): string | undefined {
  return href !== undefined && /^https?:\/\//i.test(href) ? href : undefined;
}

/** The portal's request from Jira's; undefined when Jira sent no usable creation date. */
export function fromJsmRequest(request: JsmCustomerRequest): CustomerRequest | undefined {
  const createdDate = jiraDate(request.createdDate);
  if (createdDate === undefined) return undefined;
  return {
    issueId: request.issueId,
    issueKey: request.issueKey,
    requestTypeId: request.requestTypeId,
    serviceDeskId: request.serviceDeskId,
    summary: fieldText(request, 'summary'),
    description: fieldText(request, 'description'),
    category: undefined,
    createdDate,
    currentStatus: {
      status: request.currentStatus.status,
      statusCategory: request.currentStatus.statusCategory,
      statusDate: jiraDate(request.currentStatus.statusDate) ?? createdDate,
    },
    reporter: {
      emailAddress: request.reporter?.emailAddress ?? '',
      displayName: request.reporter?.displayName ?? '',
    },
    webUrl: webLink(request._links?.web),
  };
}
