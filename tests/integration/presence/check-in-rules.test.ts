import { describe, expect, it } from 'vitest';
import { createPresence, P } from './helpers';
import { acmeCall, adminCall, json } from '../../setup/http';

describe('check-in rules', () => {
  it('reads the defaults, saves valid rules and refuses invalid ones, another organisation gets 404', async () => {
    const { id } = await createPresence(`Rules ${Date.now()}`);
    const before = await json(await adminCall(`${P}/${id}/check-in-rules`));
    expect(before.data).toEqual({ early_minutes: 30, close_minutes: 0, grace_minutes: 15, step_seconds: 15, print_step_seconds: null });

    const rules = { early_minutes: 45, close_minutes: 10, grace_minutes: 5, step_seconds: 10, print_step_seconds: 300 };
    const saved = await adminCall(`${P}/${id}/check-in-rules`, { method: 'PATCH', body: rules });
    expect(saved.status).toBe(200);
    expect((await json(saved)).data).toEqual(rules);
    expect((await json(await adminCall(`${P}/${id}/check-in-rules`))).data).toEqual(rules);

    const bad = await adminCall(`${P}/${id}/check-in-rules`, { method: 'PATCH', body: { ...rules, step_seconds: 60, grace_minutes: -1 } });
    expect(bad.status).toBe(400);
    const messages = (await json(bad)).message as { field: string; message: string }[];
    expect(messages.map((m) => m.field).sort()).toEqual(['grace_minutes', 'step_seconds']);
    expect((await json(await adminCall(`${P}/${id}/check-in-rules`))).data).toEqual(rules);

    // No cap on printed codes: the screen drops the empty value (spec 000 §5), so it arrives absent, and means none.
    const { print_step_seconds: _cap, ...uncapped } = rules;
    const cleared = await adminCall(`${P}/${id}/check-in-rules`, { method: 'PATCH', body: uncapped });
    expect(cleared.status).toBe(200);
    expect((await json(cleared)).data).toEqual({ ...uncapped, print_step_seconds: null });

    expect((await acmeCall(`${P}/${id}/check-in-rules`)).status).toBe(404);
    expect((await acmeCall(`${P}/${id}/check-in-rules`, { method: 'PATCH', body: rules })).status).toBe(404);
  });
});
