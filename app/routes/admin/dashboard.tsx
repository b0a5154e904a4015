import { UsersView } from "../../features/admin/users/users-view";

/** /admin/dashboard: the Users view; the panel layout guards it and frames it. */
export default function AdminDashboard() {
  return <UsersView />;
}
