/**
 * The databases the app keeps on the device, one per area (see `deviceDatabase`). Their names are kept on
 * devices: they never change while something may be kept under them.
 */
export const deviceDatabases = {
  outbox: 'brushwork-outbox',
  carts: 'brushwork-cart',
  drafts: 'brushwork-drafts',
  savedQueries: 'brushwork-cache',
  sharedPhotos: 'brushwork-shared-photos',
} as const;
