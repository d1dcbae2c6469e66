{{- define "prop.labels" -}}
app.kubernetes.io/part-of: prop-platform
app.kubernetes.io/managed-by: {{ .Release.Service }}
{{- end -}}
