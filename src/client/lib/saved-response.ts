/**
 * The header the service worker adds to an API answer it gives from its saved copy because the network
 * gave none in time: the page then knows it is offline, even where the browser says otherwise.
 */
export const savedResponseHeader = 'X-Brushwork-Saved';
