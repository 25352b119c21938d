/** A toast's content: a bold title and, under it, the detail (the product's 'title / text' pairs). */
export function ToastMessage({ title, text }: { title: string; text?: string }) {
  return (
    <div className="min-w-0">
      <p className="font-semibold">{title}</p>
      {text && text !== title && <p className="mt-0.5 text-sm opacity-90">{text}</p>}
    </div>
  );
}
