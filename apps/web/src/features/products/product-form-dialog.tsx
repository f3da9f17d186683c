import { formatCount, type Product } from '@alinhavo/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { canUse, useSessionQuery } from '@/app/session';
import { FormDialog } from '@/components/form-dialog';
import { Separator } from '@/components/ui/separator';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api';
import { applyFieldErrors } from '@/lib/form-errors';
import { useCreateProduct, useUpdateProduct } from './api';
import { GridColorFields } from './grid-color-fields';
import { ProductFields } from './product-fields';
import {
  EMPTY_PRODUCT_FORM,
  type ProductFormOutput,
  type ProductFormValues,
  productFormSchema,
  productFormValues,
} from './product-form';

const FIELDS = [
  'reference',
  'name',
  'collection',
  'category',
  'description',
  'unit',
  'ncm',
  'salePriceCents',
  'status',
  'sizeGridId',
  'sizes',
  'colorIds',
] as const;

/** 'Novo produto' (no `product`) or 'Editar produto'. A failed save keeps everything typed. */
export function ProductFormDialog({
  product,
  open,
  onOpenChange,
}: {
  product?: Product;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const navigate = useNavigate();
  const { data: session } = useSessionQuery();
  const create = useCreateProduct();
  const update = useUpdateProduct(product?.id ?? '');
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ProductFormValues, unknown, ProductFormOutput>({
    resolver: zodResolver(productFormSchema) as never,
    defaultValues: EMPTY_PRODUCT_FORM,
  });

  useEffect(() => {
    if (open) reset(product ? productFormValues(product) : EMPTY_PRODUCT_FORM);
  }, [open, product, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      if (product) {
        await update.mutateAsync(values);
        toast.success('Produto atualizado.');
        onOpenChange(false);
      } else {
        const created = await create.mutateAsync(values);
        toast.success(`Produto cadastrado com ${formatCount(created.variantCount, 'SKU', 'SKUs')}.`);
        onOpenChange(false);
        navigate(`/app/produtos/${created.id}`);
      }
    } catch (error) {
      applyFieldErrors(error, setError, [...FIELDS]);
      toast.error(product ? 'Erro ao salvar o produto' : 'Erro ao cadastrar o produto', {
        description: errorMessage(error),
      });
    }
  });

  const formId = product ? `product-edit-${product.id}` : 'product-create';
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={product ? 'Editar produto' : 'Novo produto'}
      description={
        product
          ? 'Cores e tamanhos novos criam SKUs; os retirados são inativados.'
          : 'Escolha a grade e as cores: os SKUs de cada cor × tamanho são criados de uma vez.'
      }
      formId={formId}
      submitLabel={product ? 'Salvar' : 'Cadastrar'}
      submitting={isSubmitting}
      className="sm:max-w-3xl"
    >
      <form id={formId} onSubmit={onSubmit} noValidate className="grid min-w-0 gap-5">
        <ProductFields formId={formId} register={register} control={control} errors={errors} />
        <Separator />
        <GridColorFields
          formId={formId}
          control={control}
          errors={errors}
          setValue={setValue}
          product={product}
          canCreate={canUse(session, 'products', 'write')}
        />
      </form>
    </FormDialog>
  );
}
