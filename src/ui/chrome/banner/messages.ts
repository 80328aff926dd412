/** UI strings of the announcement banner (spec §2.11, §4). Its message comes from the server. */
export const bannerMessages = {
  'banner.label': 'Announcement',
  'banner.dismiss': 'Dismiss announcement',
} as const;
