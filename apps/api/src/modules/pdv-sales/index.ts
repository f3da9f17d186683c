// Public entry of this module: what other areas may use (the demo seed sells through it).
export { pdvCatalogue } from './catalogue.service.ts';
export { getPdvSale, listSessionSales } from './read.service.ts';
export { returnPdvItems } from './return.service.ts';
export { createPdvSale, FIADO_DAYS, type PdvSaleData } from './sale.service.ts';
