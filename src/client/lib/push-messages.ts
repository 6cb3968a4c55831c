/** What the service worker tells open pages when a notification arrives: what waits has changed (the badge). */
export const pushReceivedMessage = 'push-received';
