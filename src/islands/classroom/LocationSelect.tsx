import { useEffect, useState } from 'react';
import { Select } from '@/ui/Select';
import { classroomClient } from '@/features/classroom/client';

/** A batch's place as the batch form holds it. */
export interface BatchPlace {
  location_id: number | null;
  location_name: string;
  address: string;
  latitude: number | null;
  longitude: number | null;
  radius_meters: number | null;
}

/**
 * The batch's place picked from the organisation's locations (Setting › Location, decision 0124): choosing one gives
 * the batch its name, address, coordinates and radius (the server copies them again on save); clearing it keeps the
 * place to edit by hand.
 */
export function LocationSelect({ value, onChange, error }: { value: BatchPlace; onChange: (place: BatchPlace) => void; error?: string | null }) {
  const [places, setPlaces] = useState<BatchPlace[]>([]);
  useEffect(() => {
    classroomClient.locations().then(
      (r) =>
        setPlaces(
          r.results.map((l) => ({
            location_id: l.id,
            location_name: l.name,
            address: l.address,
            latitude: l.latitude,
            longitude: l.longitude,
            radius_meters: l.radius_meters,
          })),
        ),
      () => setPlaces([]),
    );
  }, []);
  return (
    <Select
      label="Organisation location"
      options={places.map((p) => ({ value: p.location_id!, label: p.location_name }))}
      value={value.location_id}
      onChange={(id) => onChange(places.find((p) => p.location_id === id) ?? { ...value, location_id: null })}
      placeholder="None: type the place below"
      hint={value.location_id !== null ? 'The place below comes from this location (Setting › Location). Clear it to type another.' : undefined}
      error={error}
      clearable
    />
  );
}
