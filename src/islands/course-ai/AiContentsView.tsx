interface Section {
  title: string;
  contents: { type: string; title: string; text: string; items: { prompt: string; answer: string; options: string[] }[] }[];
}

/** The AI course's generated contents on its detail page (server-rendered, no JavaScript). */
export default function AiContentsView({ courseId, sections }: { courseId: number; sections: Section[] }) {
  return (
    <>
      <p>
        <a className="btn btn-sm" href={`/course/edit/ai/${courseId}`}>
          Edit generated contents
        </a>
      </p>
      {sections.map((s, i) => (
        <section key={i} className="course-section" aria-label={s.title}>
          <h3>{s.title}</h3>
          {s.contents.length === 0 && <p className="muted">No generated contents.</p>}
          {s.contents.map((c, ci) => (
            <details key={ci} className="ai-content">
              <summary>
                <span className="pill">{c.type}</span> {c.title}
              </summary>
              {c.text
                .split(/\n\s*\n/)
                .filter(Boolean)
                .map((p, pi) => (
                  <p key={pi}>{p}</p>
                ))}
              {c.items.length > 0 && (
                <ol>
                  {c.items.map((item, ii) => (
                    <li key={ii}>
                      {item.prompt}
                      {item.options.length > 0 && <span className="muted"> ({item.options.join(' / ')})</span>}
                      {item.answer && <span className="muted"> Answer: {item.answer}</span>}
                    </li>
                  ))}
                </ol>
              )}
            </details>
          ))}
        </section>
      ))}
    </>
  );
}
