import {
  BookOpen,
  Building2,
  CalendarDays,
  LifeBuoy,
  MapPin,
  Newspaper,
  Plane,
  ShoppingBag,
  Star,
  Tag,
  User,
  Users,
  type LucideIcon,
} from 'lucide-react'
import type { SearchType } from '~/models/search/query'

/**
 * An icon per search type, for the header box's suggestions and /search's results alike. The API's
 * suggestion `icon` names the same lucide icons (search.server.ts); a fixed map keeps the rest of
 * lucide out of the bundle.
 */
export const TYPE_ICONS: Record<SearchType, LucideIcon> = {
  location: MapPin,
  venue: Building2,
  event: CalendarDays,
  group: Users,
  user: User,
  personality: Star,
  marketplace: ShoppingBag,
  news: Newspaper,
  travel: Plane,
  ressource: LifeBuoy,
  content: BookOpen,
  tag: Tag,
}
