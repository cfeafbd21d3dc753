import { FullScreenLoader } from '@/components/common/full-screen-loader';

export default function Loading() {
  return <FullScreenLoader />;
}
