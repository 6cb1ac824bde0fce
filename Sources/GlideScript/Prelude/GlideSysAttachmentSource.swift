/// `GlideSysAttachment`, written in JavaScript over the host's attachment calls: write text or base64 content to a
/// record, read it back, list, copy and delete a record's attachments.
enum GlideSysAttachmentSource {
    static let text = #"""
        function GlideSysAttachment() {}
        function __nt_attachmentTarget(record, method) {
            if (!record || typeof record.getUniqueValue !== 'function' || !record.getUniqueValue()) {
                throw new Error('GlideSysAttachment.' + method + ': pass a GlideRecord positioned on a record '
                    + '(call get() or next() first)');
            }
            return { table: record.getRecordClassName(), sys_id: record.getUniqueValue() };
        }
        function __nt_attachmentID(attachment, method) {
            var id = attachment && typeof attachment.getUniqueValue === 'function'
                ? attachment.getUniqueValue() : attachment;
            if (!id) {
                throw new Error('GlideSysAttachment.' + method + ': pass a sys_attachment GlideRecord or its sys_id');
            }
            return String(id);
        }
        GlideSysAttachment.prototype.write = function (record, fileName, contentType, content) {
            var target = __nt_attachmentTarget(record, 'write');
            return __nt_host('attachment.write', { table: target.table, sys_id: target.sys_id,
                file_name: String(fileName), content_type: contentType ? String(contentType) : '',
                text: content === null || content === undefined ? '' : String(content) });
        };
        GlideSysAttachment.prototype.writeBase64 = function (record, fileName, contentType, content) {
            var target = __nt_attachmentTarget(record, 'writeBase64');
            return __nt_host('attachment.write', { table: target.table, sys_id: target.sys_id,
                file_name: String(fileName), content_type: contentType ? String(contentType) : '',
                base64: String(content || '') });
        };
        GlideSysAttachment.prototype.getContent = function (attachment) {
            return __nt_host('attachment.read', { sys_id: __nt_attachmentID(attachment, 'getContent'), base64: false });
        };
        GlideSysAttachment.prototype.getContentBase64 = function (attachment) {
            return __nt_host('attachment.read', { sys_id: __nt_attachmentID(attachment, 'getContentBase64'),
                base64: true });
        };
        GlideSysAttachment.prototype.deleteAttachment = function (attachment) {
            __nt_host('attachment.delete', { sys_id: __nt_attachmentID(attachment, 'deleteAttachment') });
        };
        GlideSysAttachment.prototype.getAttachments = function (tableName, sysID) {
            var found = new GlideRecord('sys_attachment');
            found.addQuery('table_name', String(tableName));
            found.addQuery('table_sys_id', String(sysID));
            found.orderBy('sys_created_on');
            found.query();
            return found;
        };
        GlideSysAttachment.prototype.copy = function (sourceTable, sourceID, targetTable, targetID) {
            var target = new GlideRecord(String(targetTable));
            if (!target.get(String(targetID))) {
                throw new Error('GlideSysAttachment.copy: no ' + targetTable + ' record ' + targetID);
            }
            var source = this.getAttachments(sourceTable, sourceID);
            var copied = [];
            while (source.next()) {
                copied.push(this.writeBase64(target, source.getValue('file_name'), source.getValue('content_type'),
                    this.getContentBase64(source.getUniqueValue())));
            }
            return copied;
        };
        """#
}
