import { UsersView } from "../../features/admin/users/users-view";

/** /admin/dashboard: the Users view (SPEC §2); the panel layout guards it and frames it. */
export default function AdminDashboard() {
  return <UsersView />;
}
