/** The header's My Requests control (spec §2.3), as the site header mounts it. */
export { MyRequests, type MyRequestsProps } from './my-requests.tsx';
export { myRequestsMessages } from './messages.ts';
