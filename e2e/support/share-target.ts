import type { Page } from '@playwright/test';

/**
 * What the system does when the person shares photos to Brushwork: a multipart POST of the photos to the share
 * target, as a navigation (a form of the page's, sent).
 */
export async function shareToApp(page: Page, photos: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.evaluate(() => {
    const form = Object.assign(document.createElement('form'), {
      method: 'post',
      enctype: 'multipart/form-data',
      action: '/share-target',
    });
    const files = Object.assign(document.createElement('input'), { type: 'file', name: 'photos', multiple: true });
    files.setAttribute('aria-label', 'Shared photos');
    const title = Object.assign(document.createElement('input'), { type: 'hidden', name: 'title', value: 'Hallway' });
    const send = Object.assign(document.createElement('button'), { type: 'submit', textContent: 'Share to Brushwork' });
    form.append(files, title, send);
    document.body.append(form);
  });
  await page.getByLabel('Shared photos').setInputFiles(photos);
  await page.getByRole('button', { name: 'Share to Brushwork' }).click();
}
