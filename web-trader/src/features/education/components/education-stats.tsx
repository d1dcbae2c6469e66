import type { Video } from '@prop/contracts/education';
import { CardGrid } from '@prop/ui/page';
import { StatCard } from '@prop/ui/stat-card';
import { Eye, Layers, Star, Video as VideoIcon } from 'lucide-react';
import { educationStats, formatCount, formatRating } from '../utils/video-stats.ts';

/** Total Videos, Categories (All not counted), Total Views and Avg Rating, over the whole library. */
export function EducationStats({ videos }: { videos: readonly Video[] }) {
  const stats = educationStats(videos);
  return (
    <CardGrid $min="200px">
      <StatCard label="Total Videos" value={formatCount(stats.totalVideos)} icon={<VideoIcon size={20} />} />
      <StatCard label="Categories" value={formatCount(stats.categories)} icon={<Layers size={20} />} tone="neutral" />
      <StatCard label="Total Views" value={formatCount(stats.totalViews)} icon={<Eye size={20} />} tone="success" />
      <StatCard label="Avg Rating" value={formatRating(stats.avgRating)} icon={<Star size={20} />} tone="warning" />
    </CardGrid>
  );
}
