/** The largest image the shop takes, which the upload forms check before sending and the server enforces. */
export const maxUploadBytes = 5 * 1024 * 1024;

export const imageTooLargeMessage = 'The image is larger than 5 MB.';
