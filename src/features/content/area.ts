import type { RouteDef } from '@/lib/routes';
import { area } from '../route-kit';
import { defineArea } from '../area-kit';
import { contentEndpoints } from './server/http';

const video = area({ name: 'video', base: '/video', key: 'content-video', noun: 'Video', group: 'Content' });
const podcast = area({ name: 'podcast', base: '/podcast', key: 'content-podcast', noun: 'Podcast', group: 'Content' });
const webinar = area({ name: 'webinar', base: '/webinar', key: 'content-webinar', noun: 'Webinar', group: 'Content' });
const pdf = area({ name: 'pdf', base: '/pdf', key: 'content-files', noun: 'PDF', group: 'Content' });
const doc = area({ name: 'content-document', base: '/content-document', key: 'content-document', noun: 'Document', group: 'Content' });
const feed = area({ name: 'knowledge-feed', base: '/knowledge-feed', key: 'content-knowledge_feed', noun: 'Knowledge Feed', group: 'Content' });
const certificate = area({ name: 'certificate', base: '/certificate', key: 'content-certificate', noun: 'Certificate Template', group: 'Content' });
const theme = area({ name: 'theme', base: '/theme', key: 'content-theme', noun: 'Certificate Theme', group: 'Content' });
const channel = area({ name: 'channel', base: '/channel', key: 'content-channel', noun: 'Channel', group: 'Content' });
const digilib = area({ name: 'digilib', base: '/digilib', key: 'content-digilib', noun: 'Digital Library', group: 'Content' });
const popup = area({ name: 'popup', base: '/popup', key: 'content-popup', noun: 'Popup', group: 'Content' });

const docType = (p: Record<string, string>) => (p.type ?? 'pdf').toUpperCase();

const contentRoutes: RouteDef[] = [
  ...video.crud(),
  ...podcast.crud(),
  webinar.list(),
  webinar.create('/webinar/create/:id?'),
  webinar.edit('/webinar/edit/:webinarId'),
  webinar.detail(),
  ...pdf.crud(),
  // type is pdf or ppt; any other type matches nothing and so leads to /pages/error-404.
  doc.list('/content-document/:type(pdf|ppt)?', 'Document List'),
  { ...doc.create('/content-document/:type(pdf|ppt)/create'), title: (p) => `Add ${docType(p)}` },
  { ...doc.edit('/content-document/:type(pdf|ppt)/edit/:id'), title: (p) => `Edit ${docType(p)}` },
  { ...doc.detail('/content-document/:type(pdf|ppt)/detail/:id'), title: (p) => `${docType(p)} Details` },
  feed.list(),
  feed.detail('/knowledge-feed/detail/:content/:id'),
  ...certificate.crud(),
  ...theme.crud(),
  ...channel.crud(),
  ...digilib.crud(),
  ...popup.crud(),
];

export default defineArea({
  name: 'content',
  routes: contentRoutes,
  menu: [
    { group: 'Content', label: 'Webinar', path: '/webinar', position: 60 },
    { group: 'Content', label: 'Video', path: '/video', position: 70 },
    { group: 'Content', label: 'Podcast', path: '/podcast', position: 80 },
    { group: 'Content', label: 'PDF', path: '/pdf', position: 90 },
    { group: 'Content', label: 'Document', path: '/content-document', position: 100 },
    { group: 'Content', label: 'Knowledge Feed', path: '/knowledge-feed', position: 110 },
    { group: 'Content', label: 'Certificate Template', path: '/certificate', position: 180 },
    { group: 'Content', label: 'Certificate Theme', path: '/theme', position: 190 },
    { group: 'Content', label: 'Popup', path: '/popup', position: 200 },
    { group: 'Content', label: 'Digital Library', path: '/digilib', position: 240 },
  ],
  api: contentEndpoints,
});
