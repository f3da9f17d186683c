import { z } from 'zod';
import {
  optionalCpfOrCnpjSchema,
  optionalEmailSchema,
  optionalPhoneSchema,
  optionalTextSchema,
} from '../br/schemas.ts';
import { listQuerySchema, pageSchema } from './common.ts';

/** part2 'Supplier detail': name required ('Nome é obrigatório'); optional fields are saved as null when empty. */
export const supplierNameSchema = z
  .string({ error: 'Nome é obrigatório' })
  .trim()
  .min(1, 'Nome é obrigatório')
  .max(200, 'Máximo de 200 caracteres');

export const supplierInputSchema = z.object({
  name: supplierNameSchema,
  documentNumber: optionalCpfOrCnpjSchema.optional(),
  phone: optionalPhoneSchema.optional(),
  email: optionalEmailSchema.optional(),
  address: optionalTextSchema(300).optional(),
  notes: optionalTextSchema(2000).optional(),
});
export type SupplierInput = z.input<typeof supplierInputSchema>;

export const supplierUpdateSchema = supplierInputSchema.partial();
export type SupplierUpdate = z.input<typeof supplierUpdateSchema>;

export const supplierSchema = z.object({
  id: z.string(),
  name: z.string(),
  documentNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  address: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Supplier = z.infer<typeof supplierSchema>;

export const SUPPLIER_SORT_KEYS = ['name', 'createdAt'] as const;
export const supplierListQuerySchema = listQuerySchema(SUPPLIER_SORT_KEYS, 'name');
export const supplierPageSchema = pageSchema(supplierSchema);
