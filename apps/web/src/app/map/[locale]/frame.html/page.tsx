import { MapCanvas } from '@/components/map/frame/MapCanvas';

/** The embedded map (spec §7): everything it shows arrives by postMessage from the page around it. */
export default function MapFramePage() {
  return <MapCanvas />;
}
