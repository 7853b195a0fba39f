/** OpenStreetMap's page for a point (a link the administrator opens outside the console: no tiles are loaded here). */
export const osmLink = (lat: number, lon: number): string => `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=17/${lat}/${lon}`;
