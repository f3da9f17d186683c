import {
  PRODUCT_PHOTO_MAX_BYTES,
  PRODUCT_PHOTO_TOO_LARGE,
  PRODUCT_PHOTO_TYPES,
  PRODUCT_PHOTO_WRONG_TYPE,
  type Product,
} from '@alinhavo/domain';
import { ImageUp, Shirt, Trash2 } from 'lucide-react';
import { FilePickButton } from '@/components/file-pick-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { useDeletePhoto, useUploadPhoto } from './api';

/** The product's photo with 'Enviar foto' / 'Trocar foto' and 'Remover' for those who may edit. */
export function ProductPhotoCard({ product, canWrite }: { product: Product; canWrite: boolean }) {
  const upload = useUploadPhoto(product.id);
  const remove = useDeletePhoto(product.id);

  async function send(file: File | undefined) {
    if (!file) return;
    // The server checks the bytes; these checks only spare a useless upload.
    if (file.size > PRODUCT_PHOTO_MAX_BYTES) {
      toast.error(PRODUCT_PHOTO_TOO_LARGE);
      return;
    }
    if (file.type && !(PRODUCT_PHOTO_TYPES as readonly string[]).includes(file.type)) {
      toast.error(PRODUCT_PHOTO_WRONG_TYPE);
      return;
    }
    try {
      await upload.mutateAsync(file);
      toast.success('Foto atualizada.');
    } catch (error) {
      toast.error('Erro ao enviar a foto', { description: errorMessage(error) });
    }
  }

  async function removePhoto() {
    try {
      await remove.mutateAsync();
      toast.success('Foto removida.');
    } catch (error) {
      toast.error('Erro ao remover a foto', { description: errorMessage(error) });
    }
  }

  return (
    <Card className="gap-0 overflow-hidden py-0 sm:gap-0 sm:py-0">
      <div className="flex aspect-square w-full items-center justify-center bg-muted text-muted-foreground">
        {product.photoUrl ? (
          <img src={product.photoUrl} alt={`Foto de ${product.name}`} className="size-full object-cover" />
        ) : (
          <div className="flex flex-col items-center gap-2 text-sm">
            <Shirt aria-hidden="true" className="size-12" />
            Sem foto
          </div>
        )}
      </div>
      {canWrite && (
        <CardContent className="flex flex-wrap gap-2 py-3">
          <FilePickButton
            accept={PRODUCT_PHOTO_TYPES.join(',')}
            onPick={(file) => void send(file)}
            size="sm"
            className="flex-1"
            loading={upload.isPending}
          >
            <ImageUp aria-hidden="true" />
            {product.photoUrl ? 'Trocar foto' : 'Enviar foto'}
          </FilePickButton>
          {product.photoUrl && (
            <Button type="button" variant="ghost" size="sm" loading={remove.isPending} onClick={removePhoto}>
              <Trash2 aria-hidden="true" />
              Remover
            </Button>
          )}
          <p className="w-full text-muted-foreground text-xs">JPG, PNG ou WebP de até 5 MB.</p>
        </CardContent>
      )}
    </Card>
  );
}
