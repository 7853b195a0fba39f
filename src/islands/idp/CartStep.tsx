import { useState } from 'react';
import { useDirtyForm } from '@/ui/useDirtyForm';
import { showError } from '@/stores/error-dialog';
import { toast } from '@/stores/toasts';
import { idpMessages as M } from '@/features/idp/messages';
import { groupsOf, selectionProblems, type Draft, type Objective } from '@/features/idp/schemas';
import { stepHrefs, templateId, type StepMode } from '@/features/idp/steps';
import { unknownIfNoResponse } from '@/features/idp/unknown-error';
import { idp, tabClient } from './calls';
import './idp.css';

interface Props {
  mode: StepMode;
  stage: 'cart' | 'review';
  draft: Draft;
  objectives: readonly Objective[];
}

/**
 * The cart of learnings (remove what should not be in it) and the review before saving (the fields and the cart,
 * checked against spec 002 §4; Save creates the template or, in an edit, PATCHes it with everything).
 */
export default function CartStep({ mode, stage, draft, objectives }: Props) {
  const [cart, setCart] = useState(draft.learnings);
  const [busy, setBusy] = useState(false);
  const { markClean } = useDirtyForm('idp-review', { dirtyOnEnter: false });
  const hrefs = stepHrefs(mode);
  const problems = selectionProblems(mode.tab, cart);
  const fields = draft.fields;

  async function remove(i: number) {
    const next = cart.filter((_, j) => j !== i);
    try {
      const saved = await idp.saveDraft({ body: { tab: mode.tab, template_id: templateId(mode), learnings: next } });
      setCart(saved.data.learnings);
    } catch (err) {
      showError(err);
    }
  }

  async function save() {
    setBusy(true);
    const body = {
      title: fields.title,
      description: fields.description ?? '',
      topics: fields.topics ?? [],
      objectives: fields.objectives ?? [],
      thumbnail: fields.thumbnail ?? 1,
      learnings: cart.map(({ group, id, category_id }) => ({ group, id, ...(category_id ? { category_id } : {}) })),
    };
    try {
      const client = tabClient(mode.tab);
      const res =
        mode.kind === 'edit'
          ? await client.update({ params: { id: mode.id }, body }).catch((err: unknown) => {
              throw unknownIfNoResponse(err);
            })
          : await client.create({ body });
      markClean();
      toast.flashSuccess(res.message ?? (mode.kind === 'edit' ? M.updated : M.created));
      window.location.assign(`/setting/template/detail/${res.data.id}`);
    } catch (err) {
      showError(err);
      setBusy(false);
    }
  }

  const groups = groupsOf(mode.tab);
  return (
    <div className="card idp-cart">
      {stage === 'review' && (
        <section aria-labelledby="idp-review-fields" className="idp-review">
          <h2 id="idp-review-fields">Template</h2>
          {!fields.title && (
            <p className="field-error" role="alert">
              {M.titleRequired}. <a href={hrefs.fields}>Back to the template</a>
            </p>
          )}
          <dl className="idp-dl">
            <dt>Title</dt>
            <dd>{fields.title || '-'}</dd>
            <dt>Description</dt>
            <dd>{fields.description || '-'}</dd>
            <dt>Topics</dt>
            <dd>{fields.topics?.length ? fields.topics.join(', ') : '-'}</dd>
            <dt>Objectives</dt>
            <dd>
              {objectives
                .filter((o) => fields.objectives?.includes(o.id))
                .map((o) => o.title)
                .join(', ') || '-'}
            </dd>
            <dt>Thumbnail</dt>
            <dd>
              <img src={`/course-thumbnails/default-${fields.thumbnail ?? 1}.svg`} alt={`Thumbnail ${fields.thumbnail ?? 1}`} width={120} height={68} />
            </dd>
          </dl>
        </section>
      )}
      <section aria-labelledby="idp-cart-title">
        <h2 id="idp-cart-title">Cart Learning ({cart.length})</h2>
        {cart.length === 0 && <p className="idp-empty">{M.learningsRequired}.</p>}
        {groups.map((g) => {
          const rows = cart.map((l, i) => ({ l, i })).filter(({ l }) => l.group === g.id);
          if (!rows.length) return null;
          return (
            <div key={g.id} className="idp-cart-group">
              <h3>{g.label}</h3>
              <ul>
                {rows.map(({ l, i }) => (
                  <li key={`${l.group}-${l.id}`}>
                    <span>{l.title}</span>
                    {stage === 'cart' && (
                      <button type="button" className="btn btn-sm btn-outline" onClick={() => void remove(i)}>
                        Remove {l.title}
                      </button>
                    )}
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        {problems.map((p) => (
          <p key={p} className="field-error" role="alert">
            {p}
          </p>
        ))}
      </section>
      <div className="idp-actions">
        <a className="btn btn-outline" href={stage === 'cart' ? hrefs.learning : hrefs.cart}>
          Back
        </a>
        {stage === 'cart' ? (
          cart.length ? (
            <a className="btn" href={hrefs.review}>
              Next
            </a>
          ) : (
            <a className="btn" href={hrefs.learning}>
              Add learning
            </a>
          )
        ) : (
          <button type="button" className="btn" disabled={busy || !cart.length || !fields.title || problems.length > 0} onClick={() => void save()}>
            Save
          </button>
        )}
      </div>
    </div>
  );
}
