import type { CompanyField } from '@/config/company';

/** A definition list of identity fields; placeholders are marked so nobody mistakes them for facts. */
export function CompanyFacts({ fields }: { fields: readonly CompanyField[] }) {
  return (
    <dl className="company-facts">
      {fields.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd className={item.missing ? 'company-facts__missing' : undefined}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
