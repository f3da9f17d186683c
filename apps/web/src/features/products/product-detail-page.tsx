import {
  EMPTY_MARKER,
  formatBRL,
  formatCount,
  formatDateTime,
  formatNcm,
  type ProductVariant,
} from '@alinhavo/domain';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useSetPageLabel } from '@/app/layout/breadcrumb-context';
import { canUse, useSessionQuery } from '@/app/session';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { DetailItem } from '@/components/detail-item';
import { DeleteButton, EditButton, RecordHeader } from '@/components/record-header';
import { BackButton, RecordPageStates } from '@/components/record-page-states';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { formatStockCount } from '@/lib/stock-text';
import { toastAction } from '@/lib/toast-action';
import { useDeleteProduct, useProduct } from './api';
import { ColorDots } from './color-dots';
import { ProductFormDialog } from './product-form-dialog';
import { ProductPhotoCard } from './product-photo-card';
import { VariantEditDialog } from './variant-edit-dialog';
import { VariantGridCard } from './variant-grid-card';

/**
 * /app/produtos/:id (the id or the reference): photo, fields, and the colour × size grid of SKUs with barcode and
 * stock.
 */
export function ProductDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const query = useProduct(id);
  const product = query.data;
  // The address may name the product by its reference: writes go to its id.
  const remove = useDeleteProduct(product?.id ?? id);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [variant, setVariant] = useState<ProductVariant | null>(null);
  useSetPageLabel(product ? `${product.reference} · ${product.name}` : undefined);
  const canWrite = canUse(session, 'products', 'write');
  const canDelete = canUse(session, 'products', 'delete');

  if (query.error || !product) {
    return (
      <RecordPageStates
        query={query}
        backTo="/app/produtos"
        notFound={{ title: 'Produto não encontrado', linkLabel: 'Voltar para Produtos' }}
        errorTitle="Erro ao carregar o produto"
      />
    );
  }

  async function confirmDelete() {
    const done = await toastAction(() => remove.mutateAsync(), {
      success: 'Produto excluído.',
      error: 'Não foi possível excluir o produto',
    });
    if (done) navigate('/app/produtos', { replace: true });
  }

  return (
    <div>
      <BackButton to="/app/produtos" />
      <RecordHeader
        eyebrow={product.reference}
        title={product.name}
        badges={product.status === 'inativo' && <Badge variant="secondary">Inativo</Badge>}
        meta={`Cadastrado em ${formatDateTime(product.createdAt)}`}
        actions={
          <>
            {canWrite && <EditButton onClick={() => setEditing(true)} />}
            {canDelete && <DeleteButton onClick={() => setDeleting(true)} />}
          </>
        }
      />

      <div className="grid gap-4 lg:grid-cols-[minmax(0,18rem)_minmax(0,1fr)]">
        <div className="mx-auto w-full max-w-xs lg:max-w-none">
          <ProductPhotoCard product={product} canWrite={canWrite} />
        </div>
        <Card>
          <CardHeader>
            <CardTitle>Dados do produto</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3">
              <DetailItem label="Coleção">{product.collection ?? EMPTY_MARKER}</DetailItem>
              <DetailItem label="Categoria">{product.category ?? EMPTY_MARKER}</DetailItem>
              <DetailItem label="Preço de venda">
                {product.salePriceCents === null ? EMPTY_MARKER : formatBRL(product.salePriceCents)}
              </DetailItem>
              <DetailItem label="Unidade">{product.unit}</DetailItem>
              <DetailItem label="NCM">{formatNcm(product.ncm)}</DetailItem>
              <DetailItem label="Estoque total">{formatStockCount(product.totalStock)}</DetailItem>
              <DetailItem label="Grade">
                {product.sizeGridName ?? EMPTY_MARKER} ({product.sizes.join(' ')})
              </DetailItem>
              <DetailItem label="Cores">
                <span className="inline-flex flex-wrap items-center gap-2">
                  <ColorDots colors={product.colors} max={12} />
                  <span className="text-muted-foreground">
                    {product.colors.map((c) => c.name).join(', ')}
                  </span>
                </span>
              </DetailItem>
              <DetailItem label="Descrição" className="col-span-2 sm:col-span-3">
                <span className="whitespace-pre-line">{product.description ?? EMPTY_MARKER}</span>
              </DetailItem>
            </dl>
          </CardContent>
        </Card>
      </div>

      <div className="mt-4">
        <VariantGridCard product={product} onEdit={canWrite ? setVariant : undefined} />
      </div>

      {canWrite && <ProductFormDialog product={product} open={editing} onOpenChange={setEditing} />}
      {canWrite && (
        <VariantEditDialog
          productId={product.id}
          variant={variant}
          onOpenChange={(o) => !o && setVariant(null)}
        />
      )}
      <ConfirmDeleteDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Excluir produto?"
        description={`${product.reference} · ${product.name} e ${product.variants.length === 1 ? 'seu SKU será removido' : `seus ${formatCount(product.variants.length, 'SKU', 'SKUs')} serão removidos`}. Produtos com estoque ou movimentações não podem ser excluídos: marque-os como inativos.`}
        onConfirm={confirmDelete}
        pending={remove.isPending}
      />
    </div>
  );
}
