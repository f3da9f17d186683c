import { canUse, useSessionQuery } from '@/app/session';
import { ApprovedWeekCard } from './approved-week-card';
import { BatchStagesCard } from './batch-stages-card';
import { LateBatchesCard } from './late-batches-card';
import { StockAlertsCard } from './stock-alerts-card';
import { WorkshopsCard } from './workshops-card';

/**
 * /app/dashboard (part4 §4), production and stock: late batches, what is at each workshop, the week's approved
 * pieces, materials below their minimum and batches by stage. Each card asks for its own figures and links to the
 * list it counts, when the member may open that list. One column on a phone, two from a laptop up.
 */
export function DashboardPage() {
  const { data: session } = useSessionQuery();
  const canOpenBatches = canUse(session, 'production-batches');
  const canOpenMaterials = canUse(session, 'materials');
  return (
    <div className="grid grid-cols-1 gap-4 lg:grid-cols-2">
      <LateBatchesCard canOpenBatches={canOpenBatches} />
      <WorkshopsCard canOpenBatches={canOpenBatches} />
      <ApprovedWeekCard canOpenBatches={canOpenBatches} />
      <StockAlertsCard canOpenMaterials={canOpenMaterials} />
      <BatchStagesCard canOpenBatches={canOpenBatches} className="lg:col-span-2" />
    </div>
  );
}
