import { TextField } from '@/ui/TextField';
import { Textarea } from '@/ui/Textarea';
import { NumberInput } from '@/ui/NumberInput';
import { FormActions } from '@/ui/FormActions';
import { useResourceForm } from '@/ui/useResourceForm';
import { saveChangesForm } from '@/lib/form-kit';
import { guardedNavigate } from '@/stores/dirty-form';
import { locationApi } from '@/features/announcement/api';
import { locationMessages as M } from '@/features/announcement/messages';
import {
  ADDRESS_MAX,
  LocationInputSchema,
  NAME_MAX,
  RADIUS_DEFAULT,
  RADIUS_MAX,
  RADIUS_MIN,
  type LocationDetail,
} from '@/features/announcement/location-schemas';
import { osmLink } from '@/features/announcement/osm-link';
import './announcement.css';

type Values = { name: string; address: string; latitude: number | null; longitude: number | null; radius_meters: number | null };

const LIST = '/setting/location';
const screen = saveChangesForm('location-form', LIST, locationApi, M);

const initialOf = (l?: LocationDetail): Values => ({
  name: l?.name ?? '',
  address: l?.address ?? '',
  latitude: l?.latitude ?? null,
  longitude: l?.longitude ?? null,
  radius_meters: l?.radius_meters ?? RADIUS_DEFAULT,
});

/** /setting/location/create and /edit/{id}: a place with typed coordinates and a radius; no map (decision 0124). */
export default function LocationForm({ location }: { location?: LocationDetail }) {
  const form = useResourceForm({ screen, schema: LocationInputSchema, initial: initialOf(location), record: location });
  const { latitude, longitude } = form.values;
  const link = latitude !== null && longitude !== null ? osmLink(latitude, longitude) : null;

  return (
    <form ref={form.formRef} className="card location-form" onSubmit={form.submit} noValidate aria-label={form.editing ? 'Edit Location' : 'Create Location'}>
      <TextField label="Name" required {...form.field('name')} maxLength={NAME_MAX} placeholder="e.g. Head Office Training Centre" />
      <Textarea label="Address" {...form.field('address')} maxLength={ADDRESS_MAX} rows={3} />
      <div className="announcement-form-note" role="note">
        <strong>No map here.</strong> This console has no map tile server configured, so it cannot show a map to pick the place on. Type the coordinates in
        decimal degrees (WGS 84), e.g. copied from a map application: latitude first, south negative; longitude second, west negative.
      </div>
      <div className="announcement-form-pair">
        <NumberInput label="Latitude" required allowDecimal min={-90} max={90} {...form.field('latitude')} placeholder="e.g. -6.2246" />
        <NumberInput label="Longitude" required allowDecimal min={-180} max={180} {...form.field('longitude')} placeholder="e.g. 106.8096" />
      </div>
      {link && (
        <p className="announcement-form-note">
          <a href={link} target="_blank" rel="noopener noreferrer">
            Check these coordinates on OpenStreetMap (opens a new tab)
          </a>
        </p>
      )}
      <NumberInput
        label="Radius (metres)"
        required
        min={RADIUS_MIN}
        max={RADIUS_MAX}
        step={10}
        {...form.field('radius_meters')}
        hint={`${RADIUS_MIN} to ${RADIUS_MAX} metres: how far from the coordinates a check-in still counts as here.`}
      />
      <FormActions form={form} submitLabel={form.editing ? 'Save Changes' : 'Save'} onCancel={() => guardedNavigate(LIST)} />
    </form>
  );
}
