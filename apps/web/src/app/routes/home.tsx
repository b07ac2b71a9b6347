export { HomePage as Component } from '../../features/home';
