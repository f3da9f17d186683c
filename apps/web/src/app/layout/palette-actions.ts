import type { FeatureKey } from '@alinhavo/domain';
import {
  ArrowDownToLine,
  ArrowUpFromLine,
  ClipboardPlus,
  Contact,
  Factory,
  type LucideIcon,
  PackagePlus,
  Send,
  Spool,
  SquareStack,
  Truck,
} from 'lucide-react';

/**
 * Something the palette does rather than a place it goes: each opens the create screen or dialog the app already
 * has, at the address that opens it ('?novo=1' on the list screens, the order form's own page, the stock screen's
 * '?lancamento=entrada'); 'Enviar lote para facção…' first asks which cut batch (a step of the palette).
 */
export type PaletteAction = {
  id: string;
  title: string;
  /** Needs write permission on this feature (and the plan to include it). */
  feature: FeatureKey;
  icon: LucideIcon;
  keywords: string[];
} & ({ to: string } | { step: 'send-batch' });

export const PALETTE_ACTIONS: PaletteAction[] = [
  {
    id: 'novo-produto',
    title: 'Novo produto',
    to: '/app/produtos?novo=1',
    feature: 'products',
    icon: PackagePlus,
    keywords: ['cadastrar produto', 'criar produto', 'referência', 'modelo', 'peça'],
  },
  {
    id: 'nova-ordem',
    title: 'Nova ordem de produção',
    to: '/app/producao/nova',
    feature: 'production-orders',
    icon: ClipboardPlus,
    keywords: ['criar ordem', 'nova OP', 'produzir', 'planejamento'],
  },
  {
    id: 'novo-lote',
    title: 'Novo lote',
    to: '/app/lotes-producao?novo=1',
    feature: 'production-batches',
    icon: SquareStack,
    keywords: ['criar lote', 'dividir ordem'],
  },
  {
    id: 'enviar-lote',
    title: 'Enviar lote para facção…',
    step: 'send-batch',
    feature: 'production-batches',
    icon: Send,
    keywords: ['facção', 'faccao', 'terceirizado', 'envio', 'costura', 'oficina'],
  },
  {
    id: 'nova-entrada',
    title: 'Nova entrada de estoque',
    to: '/app/movimentacoes-estoque?lancamento=entrada',
    feature: 'stock-movements',
    icon: ArrowDownToLine,
    keywords: ['entrada', 'compra', 'recebimento', 'nota', 'estoque'],
  },
  {
    id: 'nova-saida',
    title: 'Nova saída de estoque',
    to: '/app/movimentacoes-estoque?lancamento=saida',
    feature: 'stock-movements',
    icon: ArrowUpFromLine,
    keywords: ['saída', 'baixa', 'consumo', 'estoque'],
  },
  {
    id: 'novo-material',
    title: 'Novo material',
    to: '/app/materiais?novo=1',
    feature: 'materials',
    icon: Spool,
    keywords: ['cadastrar material', 'tecido', 'aviamento', 'insumo'],
  },
  {
    id: 'novo-terceirizado',
    title: 'Novo terceirizado',
    to: '/app/terceirizados?novo=1',
    feature: 'outworkers',
    icon: Factory,
    keywords: ['nova facção', 'cadastrar facção', 'oficina', 'costureira'],
  },
  {
    id: 'novo-fornecedor',
    title: 'Novo fornecedor',
    to: '/app/fornecedores?novo=1',
    feature: 'suppliers',
    icon: Truck,
    keywords: ['cadastrar fornecedor', 'malharia', 'tecelagem'],
  },
  {
    id: 'novo-cliente',
    title: 'Novo cliente',
    to: '/app/clientes?novo=1',
    feature: 'customers',
    icon: Contact,
    keywords: ['cadastrar cliente', 'loja', 'lojista', 'comprador'],
  },
];
