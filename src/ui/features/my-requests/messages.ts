/** UI strings of the header's My Requests control (spec §2.3). */
export const myRequestsMessages = {
  'myRequests.label': 'My requests',
  'myRequests.count': '{count, plural, one {# open request} other {# open requests}}',
  'myRequests.countOver': 'More than {max} open requests',
} as const;
