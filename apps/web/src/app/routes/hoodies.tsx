export { HoodiesPage as Component } from '../../features/shop';
