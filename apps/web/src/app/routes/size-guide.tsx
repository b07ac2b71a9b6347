export { SizeGuidePage as Component } from '../../features/size-guide';
