export { AuditPanel, type AuditProps, type AuditRow } from './audit-panel.tsx';
export { DistributionPanel, type DistributionProps, type DistributionValues } from './distribution-panel.tsx';
export { EnvironmentsPanel, type EnvironmentRow, type EnvironmentsProps } from './environments-panel.tsx';
export { MembersPanel, type MembersProps } from './members-panel.tsx';
export {
  OutboundAuthPanel,
  type OutboundAuthProps,
  type OutboundFormValues,
} from './outbound-auth-panel.tsx';
export { CONSOLE_ADMIN_CATALOGUES, consoleAdminMessages } from './messages.ts';
