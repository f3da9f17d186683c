import { TESTIMONIALS } from './landing-copy';
import { SectionHeading } from './section-heading';

export function TestimonialsSection() {
  return (
    <section aria-labelledby="depoimentos-title" className="py-16 md:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id="depoimentos-title" eyebrow="Depoimentos" title="Quem produz, aprova" />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.name}>
              <figure className="flex h-full flex-col rounded-2xl border bg-card p-6 shadow-xs">
                <blockquote className="flex-1 text-pretty">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-6 flex items-center gap-3">
                  <span
                    aria-hidden="true"
                    className="flex size-10 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground"
                  >
                    {testimonial.name[0]}
                  </span>
                  <span>
                    <span className="block font-semibold">
                      {testimonial.name}, {testimonial.place}
                    </span>
                    <span className="block text-muted-foreground text-sm">{testimonial.role}</span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
