import { useRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import { minimumWithinStock } from '@/shared/schemas/tool';
import { ImageFileField, UploadProgress } from '@/client/components/ui/image-file-field';
import { Notice } from '@/client/components/ui/notice';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { imageFileSchema, useImageUpload } from '@/client/lib/upload-image';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useCreateTool } from '../api/create-tool';
import { toolFieldOf, toolInputFields } from '../api/tool-input';
import { ToolForm, toolFormInput, toolFormValues } from './tool-form';

/** The new product as the server checks it, with the image file it is uploaded from. */
const addToolSchema = v.pipe(
  v.object({ ...toolInputFields, image: imageFileSchema }),
  minimumWithinStock('orderQuantity'),
);

export function AddToolForm() {
  const router = useRouter();
  const createTool = useCreateTool();
  const upload = useImageUpload();
  const online = useOnlineStatus();
  const { field, setValue, errors, pending, handleSubmit } = useSchemaForm(
    addToolSchema,
    async ({ image, ...tool }) => {
      await upload.uploadThen(image, (img) => createTool.mutateAsync({ ...tool, img }));
      toast.success('Product has been added');
      await router.navigate({ to: '/dashboard/products' });
    },
    {
      initialValues: { ...toolFormValues(), image: undefined as File | undefined },
      toInput: toolFormInput,
      fieldOf: { img: 'image', ...toolFieldOf },
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );

  return (
    <ToolForm
      title="Add Product"
      notice={
        !online && (
          <Notice kind="status" className="sm:col-span-3">
            You are offline. Adding a product needs a connection; what you typed is kept here.
          </Notice>
        )
      }
      field={field}
      onSubmit={handleSubmit}
      media={
        <ImageFileField
          label="Product image"
          className="sm:col-span-3"
          error={errors.image}
          onChoose={(file) => setValue('image', file)}
        />
      }
      footer={<UploadProgress progress={upload.progress} />}
      submitLabel={pending ? 'Adding…' : 'Add Product'}
      disabled={!online || pending}
    />
  );
}
