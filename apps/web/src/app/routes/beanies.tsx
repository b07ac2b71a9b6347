export { BeaniesPage as Component } from '../../features/shop';
