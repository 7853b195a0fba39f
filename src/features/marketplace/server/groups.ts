import { formatRupiah } from '@/lib/format-numbers';
import { MODULE_LABELS } from '../messages';
import { MODULES, type Module } from '../schemas';

/** Items grouped by module in the modules' order, each group with its subtotal (spec 002 §3, §9). */
export function groupByModule<T extends { module: Module; price: number }>(items: T[]) {
  return MODULES.flatMap((module) => {
    const of = items.filter((i) => i.module === module);
    if (of.length === 0) return [];
    const price = of.reduce((sum, i) => sum + i.price, 0);
    return [{ module, module_label: MODULE_LABELS[module], items: of, price, price_label: formatRupiah(price) }];
  });
}
