import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/**
 * The customer's sales (part4 §1 detail: orders, open receivables, total bought, last purchase, average ticket).
 * Those figures come with the sales orders and receivables; until then the card says there are none rather than
 * showing zeros that would pass for data.
 */
export function CustomerSalesCard() {
  return (
    <Card className="lg:col-span-2">
      <CardHeader>
        <CardTitle>Vendas</CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground text-sm">Nenhuma venda registrada para este cliente.</p>
      </CardContent>
    </Card>
  );
}
