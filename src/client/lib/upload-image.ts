import { useState } from 'react';
import * as v from 'valibot';
import { ApiError, NetworkError, renewRefusedSession } from '@/client/lib/api-client';
import { sessionStore } from '@/client/lib/auth/session';
import { imageTooLargeMessage, maxUploadBytes } from '@/shared/uploads';

/**
 * Uploads an image as multipart field `image`, reporting progress (0–1) as it goes; fetch cannot report
 * upload progress, XMLHttpRequest can. Answers the image's URL on this site.
 */
export async function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  // Refused before a byte is sent: a large photo over a slow link would otherwise take minutes to be refused.
  const problem = imageSizeProblem(file);
  if (problem) throw new ApiError(413, 'too_large', problem);
  try {
    return await sendImage(file, onProgress);
  } catch (error) {
    // A 401 may mean the session was renewed meanwhile (ended on another device, or run out): sent once more.
    if (!(error instanceof ApiError && error.status === 401) || !(await renewRefusedSession())) throw error;
    return sendImage(file, onProgress);
  }
}

/**
 * An image uploaded, then the save that refers to it, as a form runs them: `progress` (0–1) shows from the
 * first byte until the save is done, and is cleared whether they succeed or fail.
 */
export function useImageUpload() {
  const [progress, setProgress] = useState<number>();
  async function uploadThen<T>(file: File, save: (img: string) => Promise<T>): Promise<T> {
    try {
      setProgress(0);
      return await save(await uploadImage(file, setProgress));
    } finally {
      setProgress(undefined);
    }
  }
  return { progress, uploadThen };
}

function sendImage(file: File, onProgress: (fraction: number) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/uploads');
    const token = sessionStore.get()?.token;
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = request.response as { url?: string; error?: { code: string; message: string } } | null;
      if (request.status === 201 && body?.url) {
        onProgress(1);
        resolve(body.url);
      } else {
        reject(
          new ApiError(
            request.status,
            body?.error?.code ?? 'http_error',
            body?.error?.message ?? `The upload failed (${request.status}).`,
          ),
        );
      }
    };
    request.onerror = () => reject(new NetworkError(new Error('upload failed')));
    const form = new FormData();
    form.append('image', file);
    request.send(form);
  });
}

/** What is wrong with the size of an image to upload, said with its size; undefined when it may be sent. */
export function imageSizeProblem(file: Pick<File, 'size'>): string | undefined {
  if (file.size <= maxUploadBytes) return undefined;
  return `${imageTooLargeMessage.slice(0, -1)}: this one is ${(file.size / (1024 * 1024)).toFixed(1)} MB. Choose a smaller image.`;
}

/** An image file chosen for upload, checked before it is sent as the server will check it. */
export const imageFileSchema = v.pipe(
  v.instance(File, 'Choose an image.'),
  v.rawCheck(({ dataset, addIssue }) => {
    const problem = dataset.typed ? imageSizeProblem(dataset.value) : undefined;
    if (problem) addIssue({ message: problem });
  }),
);
