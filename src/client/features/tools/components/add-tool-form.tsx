import { useRouter } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { minimumWithinStock, toolFields } from '@/shared/schemas/tool';
import { digitsOnly, keepDigits, keepMoney, moneyOnly } from '@/client/components/ui/digits-field';
import { ImageFileField, UploadProgress } from '@/client/components/ui/image-file-field';
import { Notice } from '@/client/components/ui/notice';
import { TextAreaField, TextField } from '@/client/components/ui/text-field';
import { getErrorMessage } from '@/client/lib/api-client';
import { toast } from '@/client/lib/toast';
import { useOnlineStatus } from '@/client/lib/use-online-status';
import { imageFileSchema, uploadImage } from '@/client/lib/upload-image';
import { useSchemaForm } from '@/client/lib/use-schema-form';
import { useCreateTool } from '../api/change-tool';

/** The new product as the server checks it, with the image file it is uploaded from. */
const addToolSchema = v.pipe(v.object({ ...toolFields, image: imageFileSchema }), minimumWithinStock());

export function AddToolForm() {
  const router = useRouter();
  const createTool = useCreateTool();
  const [progress, setProgress] = useState<number>();
  const online = useOnlineStatus();
  const { field, setValue, errors, pending, handleSubmit } = useSchemaForm(
    addToolSchema,
    async ({ image, ...tool }) => {
      try {
        setProgress(0);
        const img = await uploadImage(image, setProgress);
        await createTool.mutateAsync({ ...tool, img });
      } finally {
        setProgress(undefined);
      }
      toast.success('Product has been added');
      await router.navigate({ to: '/dashboard/products' });
    },
    {
      initialValues: {
        name: '',
        desc: '',
        minOrderQuantity: '1',
        orderQuanitity: '',
        price: '',
        image: undefined as File | undefined,
      },
      toInput: (values) => ({
        ...values,
        minOrderQuantity: Number.parseInt(values.minOrderQuantity, 10),
        orderQuanitity: Number.parseInt(values.orderQuanitity, 10),
        price: values.price === '' ? Number.NaN : Number(values.price),
      }),
      fieldOf: { img: 'image' },
      onError: (error) => toast.error(getErrorMessage(error)),
    },
  );
  const whole = (name: 'minOrderQuantity' | 'orderQuanitity') => ({ ...digitsOnly, ...field(name, keepDigits) });

  return (
    <form noValidate onSubmit={handleSubmit} className="card grid max-w-2xl gap-5 p-6 sm:grid-cols-3 sm:p-8">
      <h2 className="font-display text-2xl font-bold text-ink sm:col-span-3">Add Product</h2>
      {!online && (
        <Notice kind="status" className="sm:col-span-3">
          You are offline. Adding a product needs a connection; what you typed is kept here.
        </Notice>
      )}
      <TextField label="Name" className="sm:col-span-3" {...field('name')} />
      <TextAreaField label="Description" className="sm:col-span-3" {...field('desc')} />
      <ImageFileField
        label="Product image"
        className="sm:col-span-3"
        error={errors.image}
        onChoose={(file) => setValue('image', file)}
      />
      <TextField label="Minimum order" {...whole('minOrderQuantity')} />
      <TextField label="Quantity" {...whole('orderQuanitity')} />
      <TextField label="Price ($)" {...moneyOnly} {...field('price', keepMoney)} />
      <div className="sm:col-span-3">
        <UploadProgress progress={progress} />
        <button type="submit" className="btn-primary mt-2 w-full sm:w-auto" disabled={!online || pending}>
          {pending ? 'Adding…' : 'Add Product'}
        </button>
      </div>
    </form>
  );
}
