import { useSearchParams } from 'react-router';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ColorsTab } from './colors-tab';
import { SizeGridsTab } from './size-grids-tab';

/** /app/cores: the colours (part3 §1) and, in the second tab, the reusable size grids (?aba=grades). */
export function ColorsPage() {
  const [params, setParams] = useSearchParams();
  const tab = params.get('aba') === 'grades' ? 'grades' : 'cores';
  return (
    <Tabs
      value={tab}
      onValueChange={(value) =>
        setParams(
          (current) => {
            const next = new URLSearchParams(current);
            if (value === 'grades') next.set('aba', 'grades');
            else next.delete('aba');
            return next;
          },
          { replace: true },
        )
      }
    >
      <TabsList className="w-full sm:w-auto">
        <TabsTrigger value="cores" className="flex-1 sm:flex-none">
          Cores
        </TabsTrigger>
        <TabsTrigger value="grades" className="flex-1 sm:flex-none">
          Grades de tamanhos
        </TabsTrigger>
      </TabsList>
      <TabsContent value="cores" className="mt-2">
        <ColorsTab />
      </TabsContent>
      <TabsContent value="grades" className="mt-2">
        <SizeGridsTab />
      </TabsContent>
    </Tabs>
  );
}
