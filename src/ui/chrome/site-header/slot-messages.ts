/** UI strings of the header's app-switcher slot; its links' titles come from site.yaml. */
export const headerSlotMessages = {
  'headerSlots.appSwitcher': 'Apps',
} as const;
