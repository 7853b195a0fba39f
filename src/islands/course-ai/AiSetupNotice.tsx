/** Said plainly where an AI endpoint is missing (server-rendered, no JavaScript). */
export default function AiSetupNotice({ editing = false }: { editing?: boolean }) {
  return (
    <div className="alert alert-warning" role="note">
      <strong>No AI endpoint is configured for this organisation.</strong>{' '}
      {editing ? 'You can still edit this course; generating a new one needs an endpoint. ' : 'Courses cannot be generated until one is set. '}
      <a href="/course/create/ai#ai-endpoint">Set up the AI endpoint</a>
    </div>
  );
}
