// The list URL state is pure and isomorphic (the server reads it too): it lives in lib; widgets import it from here.
export * from '@/lib/list-url';
