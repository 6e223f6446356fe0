import type { Product } from 'shellkit'

export const PRODUCT: Product = {
  name: 'Workbench',
  description: 'Small tools for people who make things.',
  nav: [
    { label: 'Home', to: '/' },
    { label: 'About', to: '/about' },
    { label: 'Catalog', to: '/catalog' },
  ],
  footer: [],
}
